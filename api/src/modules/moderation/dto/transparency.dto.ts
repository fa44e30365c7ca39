// The public transparency page's figures, as the API answers them.
import { ApiProperty } from '@nestjs/swagger';

export class ReasonCounts {
  @ApiProperty() fake: number;
  @ApiProperty() offensive: number;
  @ApiProperty() personal_information: number;
  @ApiProperty() advertising: number;
  @ApiProperty() other: number;
}

export class SignalCounts {
  @ApiProperty() burst: number;
  @ApiProperty() same_address: number;
  @ApiProperty() new_account_cluster: number;
  @ApiProperty() near_duplicate: number;
  @ApiProperty() new_account_extreme: number;
  @ApiProperty() invitee_owner_domain: number;
  @ApiProperty() invitee_alias: number;
}

export class AppealFigures {
  @ApiProperty() received: number;
  @ApiProperty() decided: number;
  @ApiProperty({ description: 'Decided in the author’s favour: the review came back' }) overturned: number;
}

export class TransparencyResponse {
  @ApiProperty({ format: 'date-time' }) periodStart: string;
  @ApiProperty({ format: 'date-time' }) periodEnd: string;
  @ApiProperty() reportsReceived: number;
  @ApiProperty({ type: ReasonCounts }) reportsByReason: ReasonCounts;
  @ApiProperty() reviewsHidden: number;
  @ApiProperty({ type: ReasonCounts }) hiddenByReason: ReasonCounts;
  @ApiProperty() reviewsRestored: number;
  @ApiProperty({ description: 'Moderation decisions about reviews in the period' }) decisions: number;
  @ApiProperty({ description: 'Share (0 to 1) of the decisions to hide a review whose case was detected automatically (a fake-review signal)' })
  automatedDetectionShare: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Median hours from a report to the decision that closed it' }) medianHoursReportToDecision: number | null;
  @ApiProperty({ type: AppealFigures }) appeals: AppealFigures;
  @ApiProperty({ description: 'Reviews flagged by a fake-review signal (a flag for a moderator, never a hide)' }) reviewsFlagged: number;
  @ApiProperty({ type: SignalCounts, description: 'Signals raised, by rule' }) signalsRaised: SignalCounts;
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
}
