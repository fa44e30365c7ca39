import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation, queryOne, queryRows } from '../../common/database/sql.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { CompaniesService } from '../companies/companies.service.js';
import type { CreateCompanyDto } from '../companies/dto/company.dto.js';
import { toCompanyResponse } from '../companies/dto/to-company-response.js';
import type { BusinessAccount } from './business-account.entity.js';
import { verifiesByEmailDomain } from './claim-rules.js';
import type { ClaimResponse, ClaimStatus } from './dto/business.dto.js';

interface ClaimRow {
  id: string;
  company_id: string;
  status: ClaimStatus;
  verification: 'email_domain' | 'moderator' | null;
  decision_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const CLAIM_COLUMNS = `id, company_id, status, verification, decision_reason, created_at, decided_at`;

@Injectable()
export class ClaimsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly companies: CompaniesRepository,
    private readonly companiesService: CompaniesService,
  ) {}

  /** The account's claims with their companies, newest first. */
  async list(account: BusinessAccount): Promise<ClaimResponse[]> {
    const claims = await queryRows<ClaimRow>(
      this.db,
      `SELECT ${CLAIM_COLUMNS} FROM company_claims WHERE account_id = $1 ORDER BY created_at DESC, id DESC`,
      [account.id],
    );
    const companies = new Map((await this.companies.findByIds(claims.map((c) => c.company_id))).map((c) => [c.id, c]));
    return claims.filter((c) => companies.has(c.company_id)).map((c) => toClaimResponse(c, companies.get(c.company_id)!));
  }

  /**
   * Claims a company: verified at once when the account's confirmed email is on the company's
   * registrable domain, pending for a moderator otherwise. At most one verified owner per company:
   * checked here for a clear message, and by a unique index whatever the races.
   */
  async claim(account: BusinessAccount, companyId: string): Promise<ClaimResponse> {
    const company = await this.companies.findById(companyId);
    if (!company) throw new NotFoundException('Company not found.');
    const verified = verifiesByEmailDomain(account.email, account.emailVerifiedAt !== null, company.website);
    let claim: ClaimRow;
    try {
      claim = await this.db.transaction(async (manager) => {
        const mine = await queryOne<ClaimRow>(
          manager,
          `SELECT ${CLAIM_COLUMNS} FROM company_claims WHERE account_id = $1 AND company_id = $2 FOR UPDATE`,
          [account.id, companyId],
        );
        if (mine?.status === 'verified') throw new ConflictException(`You already own ${company.name}.`);
        // A pending claim is made again when it would now verify (the email was confirmed since).
        if (mine?.status === 'pending' && !verified) throw new ConflictException(`Your claim of ${company.name} is already waiting for a moderator.`);
        await this.assertNoOtherOwner(manager, account.id, companyId, company.name);
        const status: ClaimStatus = verified ? 'verified' : 'pending';
        const params = [account.id, companyId, status, verified ? 'email_domain' : null];
        const row = mine
          ? await queryOne<ClaimRow>(
              manager,
              `UPDATE company_claims SET status = $3, verification = $4, decided_at = ${verified ? 'now()' : 'NULL'},
                      decided_by = NULL, decision_reason = NULL, created_at = now(), updated_at = now()
                WHERE account_id = $1 AND company_id = $2 RETURNING ${CLAIM_COLUMNS}`,
              params,
            )
          : await queryOne<ClaimRow>(
              manager,
              `INSERT INTO company_claims (account_id, company_id, status, verification, decided_at)
               VALUES ($1, $2, $3, $4, ${verified ? 'now()' : 'NULL'}) RETURNING ${CLAIM_COLUMNS}`,
              params,
            );
        return row!;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'company_claims_one_verified_owner')) throw ownedElsewhere(company.name);
      if (isUniqueViolation(e, 'company_claims_once_per_account')) throw new ConflictException(`You have already claimed ${company.name}.`);
      throw e;
    }
    return toClaimResponse(claim, { ...company, claimed: company.claimed || claim.status === 'verified' });
  }

  /**
   * Verifies the account's pending claims whose company website is on its (now confirmed) email's
   * domain; answers the names of the companies it now owns. A company owned meanwhile by another
   * account keeps the claim pending.
   */
  async verifyPendingByEmailDomain(accountId: string): Promise<string[]> {
    const rows = await queryRows<{ claim_id: string; name: string; website: string | null; email: string; verified: boolean }>(
      this.db,
      `SELECT k.id AS claim_id, c.name, c.website, a.email, a.email_verified_at IS NOT NULL AS verified
         FROM company_claims k JOIN companies c ON c.id = k.company_id JOIN business_accounts a ON a.id = k.account_id
        WHERE k.account_id = $1 AND k.status = 'pending'`,
      [accountId],
    );
    const promoted: string[] = [];
    for (const r of rows.filter((row) => verifiesByEmailDomain(row.email, row.verified, row.website))) {
      try {
        await this.db.query(
          `UPDATE company_claims SET status = 'verified', verification = 'email_domain', decided_at = now(), updated_at = now()
            WHERE id = $1 AND status = 'pending'`,
          [r.claim_id],
        );
        promoted.push(r.name);
      } catch (e) {
        if (!isUniqueViolation(e, 'company_claims_one_verified_owner')) throw e;
      }
    }
    return promoted;
  }

  /** Lists a company that is not on the site yet and claims it, for a business adding itself. */
  async addAndClaim(account: BusinessAccount, dto: CreateCompanyDto): Promise<ClaimResponse> {
    const id = await this.companiesService.insert(null, dto);
    return this.claim(account, id);
  }

  /** 404 for an unknown company, 403 unless the account is its verified owner. */
  async requireOwner(accountId: string, companyId: string, manager: Pick<EntityManager, 'query'> = this.db): Promise<void> {
    const row = await queryOne<{ status: ClaimStatus | null }>(
      manager,
      `SELECT k.status FROM companies c LEFT JOIN company_claims k ON k.company_id = c.id AND k.account_id = $2 WHERE c.id = $1`,
      [companyId, accountId],
    );
    if (!row) throw new NotFoundException('Company not found.');
    if (row.status !== 'verified') throw new ForbiddenException('Only the verified owner of this company can do this.');
  }

  private async assertNoOtherOwner(manager: EntityManager, accountId: string, companyId: string, name: string): Promise<void> {
    const owner = await queryOne<{ id: string }>(
      manager,
      `SELECT id FROM company_claims WHERE company_id = $1 AND status = 'verified' AND account_id <> $2`,
      [companyId, accountId],
    );
    if (owner) throw ownedElsewhere(name);
  }
}

function ownedElsewhere(name: string): ConflictException {
  return new ConflictException(`${name} already has a verified owner. If you run this business, please contact support.`);
}

function toClaimResponse(c: ClaimRow, company: Parameters<typeof toCompanyResponse>[0]): ClaimResponse {
  return {
    id: c.id,
    status: c.status,
    verification: c.verification,
    decisionReason: c.decision_reason,
    createdAt: c.created_at.toISOString(),
    decidedAt: c.decided_at?.toISOString() ?? null,
    company: toCompanyResponse(company),
  };
}
