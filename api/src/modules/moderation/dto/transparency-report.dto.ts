// The yearly transparency report (EU Digital Services Act Arts. 15 and 24), as the API answers it.
// The quantitative fields of the Commission's template (Implementing Regulation (EU) 2024/2835)
// that apply to a review platform, under plain names; the README maps each to the template.
import { ApiProperty } from '@nestjs/swagger';
import { ReasonCounts, SignalCounts } from './transparency.dto.js';

/** Counts by DSA statement category (the transparency database's STATEMENT_CATEGORY_* values). */
export class CategoryCounts {
  @ApiProperty() STATEMENT_CATEGORY_SCAMS_AND_FRAUD: number;
  @ApiProperty() STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH: number;
  @ApiProperty() STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS: number;
  @ApiProperty() STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE: number;
}

export class SenderCounts {
  @ApiProperty({ description: 'Signed-in users' }) user: number;
  @ApiProperty({ description: 'Business accounts' }) business: number;
  @ApiProperty({ description: 'Visitors (anyone’s notice, not signed in)' }) visitor: number;
  @ApiProperty({ description: 'Trusted flaggers (DSA Art. 22), whatever way they sent it' }) trusted_flagger: number;
}

export class GroundCounts {
  @ApiProperty({ description: 'Notices saying the content is illegal' }) illegal: number;
  @ApiProperty({ description: 'Notices saying the content breaks the terms (review guidelines)' }) incompatible: number;
}

export class NoticeActions {
  @ApiProperty({ description: 'Acted upon: the content was hidden' }) hidden: number;
  @ApiProperty({ description: 'Dismissed: no action' }) dismissed: number;
  @ApiProperty({ description: 'Still open at the time of the report' }) open: number;
  @ApiProperty({ description: 'Withdrawn: the content was deleted by its author before a decision' }) withdrawn: number;
}

export class NoticeFigures {
  @ApiProperty({ description: 'Notices received in the year (Art. 16 notices, signed-in reports among them)' }) received: number;
  @ApiProperty({ type: CategoryCounts }) byCategory: CategoryCounts;
  @ApiProperty({ type: ReasonCounts }) byReason: ReasonCounts;
  @ApiProperty({ type: SenderCounts }) bySender: SenderCounts;
  @ApiProperty({ type: GroundCounts }) byGround: GroundCounts;
  @ApiProperty({ type: NoticeActions, description: 'Where the notices received in the year stand' }) actions: NoticeActions;
  @ApiProperty({ type: Number, nullable: true, description: 'Median hours from a notice to the decision that closed it, for notices closed in the year' })
  medianHoursToAction: number | null;
}

export class DecisionSourceCounts {
  @ApiProperty({ description: 'On a notice (SOURCE_ARTICLE_16)' }) notice: number;
  @ApiProperty({ description: 'On a trusted flagger’s notice (SOURCE_TRUSTED_FLAGGER)' }) trusted_flagger: number;
  @ApiProperty({ description: 'On the platform’s own initiative (SOURCE_VOLUNTARY)' }) own_initiative: number;
  @ApiProperty({ description: 'On a complaint (SOURCE_TYPE_OTHER_NOTIFICATION)' }) complaint: number;
}

export class DecisionFigures {
  @ApiProperty({ description: 'Moderation decisions about reviews and complaints in the year' }) total: number;
  @ApiProperty({ type: DecisionSourceCounts }) bySource: DecisionSourceCounts;
  @ApiProperty({ description: 'Reviews hidden (each once)' }) reviewsHidden: number;
  @ApiProperty({ type: ReasonCounts }) hiddenByReason: ReasonCounts;
  @ApiProperty({ description: 'Decisions that brought a review back' }) reviewsRestored: number;
  @ApiProperty({ description: 'Share (0 to 1) of the decisions to hide whose case was detected automatically' }) automatedDetectionShareOfHides: number;
}

export class OwnInitiativeFigures {
  @ApiProperty({ description: 'Decisions taken on the platform’s own initiative' }) decisions: number;
  @ApiProperty({ description: 'Share (0 to 1) of those whose case automated means detected' }) automatedDetectionShare: number;
  @ApiProperty({ description: 'Share (0 to 1) of all decisions taken by automated means' }) automatedDecisionShare: number;
  @ApiProperty({ description: 'Reviews flagged by a fake-review signal (a flag for a moderator, never a hide)' }) reviewsFlagged: number;
  @ApiProperty({ type: SignalCounts, description: 'Signals raised, by rule' }) signalsRaised: SignalCounts;
}

export class ComplaintFigures {
  @ApiProperty({ description: 'Complaints against a decision received in the year (Art. 20)' }) received: number;
  @ApiProperty({ description: 'Of those, decided' }) decided: number;
  @ApiProperty({ description: 'Of those, decided in the complainant’s favour: the decision was reversed' }) reversed: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Median hours to decide, for complaints decided in the year' }) medianHoursToDecide: number | null;
}

export class SuspensionFigures {
  @ApiProperty({ description: 'Users’ accounts suspended' }) users: number;
  @ApiProperty({ description: 'Business accounts suspended' }) businessAccounts: number;
  @ApiProperty({ type: CategoryCounts, description: 'Suspensions by the category the decision gave' }) byCategory: CategoryCounts;
}

export class TransparencyReport {
  @ApiProperty() year: number;
  @ApiProperty({ format: 'date-time' }) periodStart: string;
  @ApiProperty({ format: 'date-time', description: 'The end of the year, or now for the current year' }) periodEnd: string;
  @ApiProperty({ description: 'False for the current year: its figures are to date' }) complete: boolean;
  @ApiProperty({ type: NoticeFigures }) notices: NoticeFigures;
  @ApiProperty({ type: DecisionFigures }) decisions: DecisionFigures;
  @ApiProperty({ type: OwnInitiativeFigures }) ownInitiative: OwnInitiativeFigures;
  @ApiProperty({ type: ComplaintFigures }) complaints: ComplaintFigures;
  @ApiProperty({ type: SuspensionFigures }) suspensions: SuspensionFigures;
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
}

export class TransparencyReportYears {
  @ApiProperty({ type: [Number], description: 'The years a report covers data for, newest first, the current year always among them' }) years: number[];
}
