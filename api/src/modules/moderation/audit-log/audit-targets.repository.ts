// What audit entries are about, in words: a page of entries names its reviews, companies, users,
// business accounts and claims in one statement (one batched lookup per page, never one per entry).
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryRows } from '../../../common/database/sql.js';

export type TargetKind = 'review' | 'company' | 'user' | 'business_account' | 'claim';

export interface TargetRow {
  kind: TargetKind;
  id: string;
  /** A review's title, a company's name, a person's name. */
  label: string;
  companyId: string | null;
  companyName: string | null;
  email: string | null;
  /** A review hidden now (null for other targets). */
  hidden: boolean | null;
}

@Injectable()
export class AuditTargetsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The targets that still exist, by kind, each along its primary key. */
  findTargets(ids: Record<TargetKind, string[]>): Promise<TargetRow[]> {
    if (Object.values(ids).every((list) => list.length === 0)) return Promise.resolve([]);
    return queryRows<TargetRow>(
      this.db,
      `SELECT 'review' AS kind, r.id::text AS id, r.title AS label, c.id::text AS "companyId", c.name AS "companyName", NULL AS email, r.hidden_at IS NOT NULL AS hidden
         FROM reviews r JOIN companies c ON c.id = r.company_id WHERE r.id = ANY($1::uuid[])
       UNION ALL
       SELECT 'company', c.id::text, c.name, c.id::text, c.name, NULL, NULL FROM companies c WHERE c.id = ANY($2::uuid[])
       UNION ALL
       SELECT 'user', u.id::text, u.first_name || ' ' || u.last_name, NULL, NULL, u.email, NULL FROM users u WHERE u.id = ANY($3::uuid[])
       UNION ALL
       SELECT 'business_account', a.id::text, a.contact_name, NULL, NULL, a.email, NULL FROM business_accounts a WHERE a.id = ANY($4::uuid[])
       UNION ALL
       SELECT 'claim', k.id::text, c.name, c.id::text, c.name, a.email, NULL
         FROM company_claims k JOIN companies c ON c.id = k.company_id LEFT JOIN business_accounts a ON a.id = k.account_id WHERE k.id = ANY($5::uuid[])`,
      [ids.review, ids.company, ids.user, ids.business_account, ids.claim],
    );
  }
}
