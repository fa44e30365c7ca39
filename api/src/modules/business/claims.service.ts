import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database/sql.js';
import { SecurityEventLog } from '../../common/security-events/security-events.js';
import { websiteDomain } from '../../common/validation/website.js';
import { AuditLog } from '../audit/index.js';
import { CompaniesService, type Company, type CreateCompanyDto, toCompanyResponse } from '../companies/index.js';
import type { BusinessAccount } from './business-accounts.repository.js';
import { verifiesByEmailDomain } from './claim-rules.js';
import { ClaimsRepository, type ClaimRow } from './claims.repository.js';
import { dnsRecordValue, DomainProof } from './domain-proof.js';
import type { ClaimResponse } from './dto/business.dto.js';

/** Claims an account may have waiting for a moderator at once: enough for a real group of brands, too few to flood the queue. */
export const MAX_PENDING_CLAIMS = 5;
/** After a moderator rejects a claim, the account may file it again only this long after. */
export const REJECTION_COOLDOWN_DAYS = 30;
/**
 * After a moderator revokes an ownership, no claim of the company verifies by email for this long:
 * another address at the same domain (a catch-all mailbox) must not undo the decision at once.
 */
export const REVOCATION_HOLD_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class ClaimsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly claimsRepo: ClaimsRepository,
    private readonly companies: CompaniesService,
    private readonly proof: DomainProof,
    private readonly audit: AuditLog,
    private readonly events: SecurityEventLog,
  ) {}

  /** The account's claims with their companies, newest first. */
  async list(account: BusinessAccount): Promise<ClaimResponse[]> {
    const claims = await this.claimsRepo.findForAccount(account.id);
    const companies = new Map((await this.companies.findByIds(claims.map((c) => c.companyId))).map((c) => [c.id, c]));
    return claims.filter((c) => companies.has(c.companyId)).map((c) => toClaimResponse(c, companies.get(c.companyId)!));
  }

  /**
   * Claims a company: verified at once when the account's confirmed email is on the company's
   * domain (claim-rules.ts), pending for a moderator or the DNS record otherwise. At most one
   * verified owner per company (checked here for a clear message, and by a unique index whatever
   * the races); at most MAX_PENDING_CLAIMS waiting per account; a rejected claim again only after
   * REJECTION_COOLDOWN_DAYS; a revoked one never by the same account.
   */
  async claim(account: BusinessAccount, companyId: string): Promise<ClaimResponse> {
    const company = await this.companies.findById(companyId);
    if (!company) throw new NotFoundException('Company not found.');
    let byEmail = verifiesByEmailDomain(account.email, account.emailVerifiedAt !== null, company.websiteDomain);
    let claim: ClaimRow;
    try {
      claim = await this.db.transaction(async (manager) => {
        await this.claimsRepo.lockAccount(manager, account.id);
        if (byEmail && (await this.claimsRepo.revokedWithin(manager, companyId, REVOCATION_HOLD_DAYS))) byEmail = false;
        const mine = await this.claimsRepo.findForUpdate(manager, account.id, companyId);
        if (mine?.status === 'verified') throw new ConflictException(`You already own ${company.name}.`);
        if (mine?.status === 'revoked') {
          throw new ForbiddenException(`A moderator removed your ownership of ${company.name}, so this account cannot claim it again. If you think this is a mistake, please contact support.`);
        }
        if (mine?.status === 'rejected' && mine.decidedAt) {
          const again = new Date(mine.decidedAt.getTime() + REJECTION_COOLDOWN_DAYS * DAY_MS);
          if (again.getTime() > Date.now()) {
            throw new ConflictException(`A moderator rejected your claim of ${company.name}. You can claim it again from ${again.toISOString().slice(0, 10)}, or prove the domain with its DNS record then.`);
          }
        }
        // A pending claim is made again only when it would now verify (the email was confirmed since).
        if (mine?.status === 'pending' && !byEmail) throw new ConflictException(`Your claim of ${company.name} is already waiting for a moderator.`);
        if (await this.claimsRepo.hasOtherVerifiedOwner(manager, account.id, companyId)) throw ownedElsewhere(company.name);
        if (!byEmail && mine?.status !== 'pending' && (await this.claimsRepo.countPending(manager, account.id)) >= MAX_PENDING_CLAIMS) throw tooManyPending();
        const row = await this.claimsRepo.file(manager, account.id, companyId, byEmail ? 'email_domain' : null, mine !== undefined);
        if (byEmail) await this.recordAutomaticVerification(manager, row, company, 'email_domain');
        return row;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'company_claims_one_verified_owner')) throw ownedElsewhere(company.name);
      if (isUniqueViolation(e, 'company_claims_once_per_account')) throw new ConflictException(`You have already claimed ${company.name}.`);
      throw e;
    }
    if (byEmail) this.verifiedEvent(claim, 'email_domain');
    return toClaimResponse(claim, { ...company, claimed: company.claimed || claim.status === 'verified' });
  }

  /**
   * Verifies a pending claim by the TXT record its owner published on the company's domain: the
   * strong proof, which also works for addresses on free mail providers and for subdomains.
   */
  async verifyByDns(account: BusinessAccount, claimId: string): Promise<ClaimResponse> {
    const pending = await this.claimsRepo.findOwn(account.id, claimId);
    if (!pending) throw new NotFoundException('Claim not found.');
    const company = (await this.companies.findById(pending.companyId))!;
    if (pending.status !== 'pending') throw new ConflictException(`This claim is ${pending.status}; only a claim waiting for verification can be verified.`);
    const domain = company.websiteDomain;
    if (!domain || !pending.dnsToken) throw new ConflictException(`${company.name} has no website domain to verify. Please wait for a moderator.`);
    // The resolver follows a CNAME at the name, as DNS does: whoever controls the name controls where it points.
    if (!(await this.proof.publishes(domain, pending.dnsToken))) {
      throw new ConflictException(`We did not find the TXT record "${dnsRecordValue(pending.dnsToken)}" on ${domain}. DNS changes can take up to an hour to show; please try again later.`);
    }
    let claim: ClaimRow | undefined;
    try {
      claim = await this.db.transaction(async (manager) => {
        // Checked again under locks: the claim still waits with the same token, and the website was not changed meanwhile.
        const row = await this.claimsRepo.findOwnForUpdate(manager, account.id, claimId);
        if (row?.status !== 'pending' || row.dnsToken !== pending.dnsToken) throw new ConflictException('This claim was decided meanwhile.');
        if ((await this.claimsRepo.lockCompanyDomain(manager, company.id)) !== domain) throw new ConflictException(`The website of ${company.name} changed meanwhile. Please check the record again.`);
        const verified = (await this.claimsRepo.markVerified(manager, claimId, 'dns_txt'))!;
        await this.recordAutomaticVerification(manager, verified, company, 'dns_txt');
        return verified;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'company_claims_one_verified_owner')) throw ownedElsewhere(company.name);
      throw e;
    }
    this.verifiedEvent(claim, 'dns_txt');
    return toClaimResponse(claim, { ...company, claimed: true });
  }

  /**
   * Verifies the account's pending claims whose company website is on its (now confirmed) email's
   * domain; answers the names of the companies it now owns. A company owned meanwhile by another
   * account keeps the claim pending.
   */
  async verifyPendingByEmailDomain(accountId: string): Promise<string[]> {
    const rows = await this.claimsRepo.findPendingWithDomains(accountId);
    const promoted: string[] = [];
    for (const r of rows.filter((row) => verifiesByEmailDomain(row.email, row.verified, row.websiteDomain))) {
      try {
        const claim = await this.db.transaction(async (manager) => {
          const verified = await this.claimsRepo.markVerified(manager, r.claimId, 'email_domain');
          if (verified) await this.recordAutomaticVerification(manager, verified, { id: r.companyId, name: r.name, websiteDomain: r.websiteDomain }, 'email_domain');
          return verified;
        });
        if (claim) {
          this.verifiedEvent(claim, 'email_domain');
          promoted.push(r.name);
        }
      } catch (e) {
        if (!isUniqueViolation(e, 'company_claims_one_verified_owner')) throw e;
      }
    }
    return promoted;
  }

  /** Lists a company that is not on the site yet and claims it, for a business adding itself. */
  async addAndClaim(account: BusinessAccount, dto: CreateCompanyDto): Promise<ClaimResponse> {
    // The cap on waiting claims is checked before the company is listed, so a refused claim leaves nothing behind.
    const byEmail = verifiesByEmailDomain(account.email, account.emailVerifiedAt !== null, websiteDomain(dto.website));
    if (!byEmail && (await this.claimsRepo.countPending(this.db, account.id)) >= MAX_PENDING_CLAIMS) throw tooManyPending();
    const id = await this.companies.insert(null, dto);
    return this.claim(account, id);
  }

  /** 404 for an unknown company, 403 unless the account is its verified owner. */
  async requireOwner(accountId: string, companyId: string, manager: Pick<EntityManager, 'query'> = this.db): Promise<void> {
    const row = await this.claimsRepo.ownership(manager, accountId, companyId);
    if (!row) throw new NotFoundException('Company not found.');
    if (row.status !== 'verified') throw new ForbiddenException('Only the verified owner of this company can do this.');
  }

  /** A verification the platform made by itself is a decision like a moderator's: it goes in the audit log. */
  private async recordAutomaticVerification(
    manager: EntityManager,
    claim: ClaimRow,
    company: Pick<Company, 'id' | 'name' | 'websiteDomain'>,
    method: 'email_domain' | 'dns_txt',
  ): Promise<void> {
    const domain = company.websiteDomain ?? '';
    await this.audit.append(manager, {
      actorId: null,
      action: 'claim_verified_automatically',
      targetType: 'claim',
      targetId: claim.id,
      decisionFacts:
        method === 'email_domain'
          ? `Verified automatically: the business account's confirmed email address is on the company website's domain ${domain}.`
          : `Verified automatically: the domain ${domain} publishes this claim's DNS TXT record.`,
      sourceType: 'SOURCE_VOLUNTARY',
      automatedDetection: true,
      automatedDecision: 'AUTOMATED_DECISION_FULLY',
      details: { companyId: company.id, companyName: company.name, accountId: claim.accountId, method, domain },
    });
  }

  private verifiedEvent(claim: ClaimRow, method: 'email_domain' | 'dns_txt'): void {
    this.events.record({ event: 'claim.verified_automatically', realm: 'business', accountId: claim.accountId, claimId: claim.id, companyId: claim.companyId, method });
  }
}

function tooManyPending(): ConflictException {
  return new ConflictException(
    `You have ${MAX_PENDING_CLAIMS} claims waiting already. Please wait until a moderator has decided them, or verify them with their DNS records, before claiming more.`,
  );
}

function ownedElsewhere(name: string): ConflictException {
  return new ConflictException(`${name} already has a verified owner. If you run this business, please contact support.`);
}

function toClaimResponse(c: ClaimRow, company: Parameters<typeof toCompanyResponse>[0]): ClaimResponse {
  return {
    id: c.id,
    status: c.status,
    verification: c.verification,
    decisionReason: c.decisionReason,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    // What the owner can publish to prove the domain, while the claim waits.
    dnsRecord:
      c.status === 'pending' && c.dnsToken && company.websiteDomain
        ? { type: 'TXT', name: company.websiteDomain, value: dnsRecordValue(c.dnsToken) }
        : null,
    company: toCompanyResponse(company),
    nameChecked: company.nameCheckedAt !== null,
  };
}
