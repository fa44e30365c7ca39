import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../../common/database/sql.js';
import { SecurityEventLog } from '../../../common/security-events/security-events.js';
import { readWebsite } from '../../../common/validation/website.js';
import { AuditLog } from '../../audit/index.js';
import type { User } from '../../auth/index.js';
import { InvitationsService } from '../../invitations/index.js';
import {
  CompaniesService,
  COMPANY_FIELD_COLUMNS,
  ModeratedCompanies,
  toCompanyResponse,
  type CompanyFields,
  type CompanyResponse,
  type LockedCompany,
} from '../../companies/index.js';
import type { UncheckedNamePage } from '../dto/admin-responses.dto.js';
import type { EditCompanyDto, NoticeDto } from '../dto/moderation.dto.js';

/** Moderators' changes to companies: corrected details and the public notice of unusual review activity. */
@Injectable()
export class CompanyModerationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly companies: CompaniesService,
    private readonly audit: AuditLog,
    private readonly moderated: ModeratedCompanies,
    private readonly events: SecurityEventLog,
    private readonly invitations: InvitationsService,
  ) {}

  /** Puts the notice on the company page for `days` days from now (replacing a running one). */
  async setNotice(moderator: User, companyId: string, dto: NoticeDto): Promise<CompanyResponse> {
    return this.change(companyId, async (manager) => {
      const id = await this.audit.append(manager, {
        actorId: moderator.id,
        action: 'company_notice',
        targetType: 'company',
        targetId: companyId,
        decisionFacts: dto.facts,
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        details: { days: dto.days },
      });
      await this.moderated.setNotice(manager, companyId, dto.days, id);
    });
  }

  async removeNotice(moderator: User, companyId: string, facts: string): Promise<CompanyResponse> {
    return this.change(companyId, async (manager, current) => {
      if (!current.noticeOn) throw new ConflictException('This company has no notice showing.');
      await this.audit.append(manager, {
        actorId: moderator.id,
        action: 'company_notice_removed',
        targetType: 'company',
        targetId: companyId,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      });
      await this.moderated.removeNotice(manager, companyId);
    });
  }

  /** Corrects a company's details; the audit entry records each field's old and new value. */
  async edit(moderator: User, companyId: string, dto: EditCompanyDto): Promise<CompanyResponse> {
    return this.change(companyId, async (manager, current) => {
      const next: Partial<CompanyFields> = {};
      if (dto.name !== undefined) next.name = dto.name;
      if (dto.category !== undefined) next.category = dto.category;
      if (dto.description !== undefined) next.description = dto.description;
      if (dto.location !== undefined) next.location = dto.location || null;
      if (dto.countryCode !== undefined) next.countryCode = dto.countryCode.toUpperCase();
      if (dto.website !== undefined) {
        const site = readWebsite(dto.website);
        if (!site.ok) throw new BadRequestException(site.problem);
        next.website = site.website.url;
        next.websiteDomain = site.website.domain;
      }
      const changes = Object.fromEntries(
        Object.entries(next)
          .filter(([k, v]) => (current as unknown as Record<string, unknown>)[k]?.toString().trim() !== v?.toString().trim())
          .map(([k, v]) => [k, { from: (current as unknown as Record<string, unknown>)[k], to: v }]),
      );
      if (Object.keys(changes).length === 0) throw new BadRequestException('Nothing to change: these are the company’s details already.');
      await this.audit.append(manager, {
        actorId: moderator.id,
        action: 'edit_company',
        targetType: 'company',
        targetId: companyId,
        decisionFacts: dto.facts,
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        // The audit entry names each field by its column, as it always has.
        details: { changes: Object.fromEntries(Object.entries(changes).map(([f, v]) => [COMPANY_FIELD_COLUMNS[f as keyof CompanyFields], v])) },
      });
      // A name a moderator wrote is a name a moderator has seen; a new category moves the categories' counts.
      await this.moderated.correct(manager, companyId, current, Object.fromEntries(Object.entries(changes).map(([c, v]) => [c, v.to])) as Partial<CompanyFields>);
      // Invitations held for the name's check go out now, with the name as corrected.
      if (changes.name) return this.invitations.releaseHeld(manager, companyId, next.name!);
      return 0;
    });
  }

  /** Names no moderator has seen yet, the oldest first: until then they stay out of invitation mails. */
  async uncheckedNames(moderator: User, offset: number, limit: number): Promise<UncheckedNamePage> {
    const [rows, total] = await Promise.all([this.moderated.uncheckedNames(offset, limit), this.moderated.countUncheckedNames()]);
    // The claimant's email address is personal data.
    this.events.record({ event: 'personal_data.read', realm: 'admin', actorId: moderator.id, reason: 'names to check', companyIds: rows.map((r) => r.id) });
    return { total, items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
  }

  /** A moderator has read the company's name and finds it a plain business name: it may go into mail. */
  async approveName(moderator: User, companyId: string, facts: string): Promise<CompanyResponse> {
    return this.change(companyId, async (manager, current) => {
      if (current.nameCheckedAt) throw new ConflictException('A moderator has checked this name already.');
      await this.audit.append(manager, {
        actorId: moderator.id,
        action: 'approve_company_name',
        targetType: 'company',
        targetId: companyId,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        details: { name: current.name },
      });
      await this.moderated.markNameChecked(manager, companyId);
      // Invitations held for this check go out now, naming the company.
      return this.invitations.releaseHeld(manager, companyId, current.name);
    });
  }

  /**
   * Runs a change under the company row's lock and answers the company as it is afterwards. A
   * change that answers a number released that many held invitations, delivered once committed.
   */
  private async change(companyId: string, apply: (manager: EntityManager, current: LockedCompany) => Promise<number | void>): Promise<CompanyResponse> {
    try {
      const released = await this.db.transaction(async (manager) => {
        const current = await this.moderated.lockForChange(manager, companyId);
        if (!current) throw new NotFoundException('Company not found.');
        return apply(manager, current);
      });
      if (released) this.invitations.deliverReleased(released);
    } catch (e) {
      if (isUniqueViolation(e, 'companies_website_domain_key')) throw new ConflictException('Another company is already listed with this website.');
      throw e;
    }
    return toCompanyResponse((await this.companies.findById(companyId))!);
  }
}
