import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { RateLimitService } from './common/rate-limit/rate-limit.service.js';
import { ScheduledJobs } from './common/jobs/scheduled-jobs.js';
import { SecurityEventLog } from './common/security-events/security-events.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BusinessModule } from './modules/business/business.module.js';
import { CompaniesModule } from './modules/companies/companies.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { LogosModule } from './modules/logos/logos.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { StatsModule } from './modules/stats/stats.module.js';
import { InvitationsModule } from './modules/invitations/invitations.module.js';
import { WidgetsModule } from './modules/widgets/widgets.module.js';
import { ModerationModule } from './modules/moderation/moderation.module.js';
import { HotReadsModule } from './modules/hot-reads/hot-reads.module.js';

/** What every feature may inject: the typed config, the rate limiter, scheduled jobs, the security event log and mail. */
@Global()
@Module({})
class CoreModule {
  static register(config: AppConfig): DynamicModule {
    const mail = MailModule.register({ demoMode: config.demoMode });
    return {
      module: CoreModule,
      imports: [mail],
      providers: [{ provide: APP_CONFIG, useValue: config }, RateLimitService, ScheduledJobs, SecurityEventLog],
      exports: [APP_CONFIG, RateLimitService, ScheduledJobs, SecurityEventLog, mail],
    };
  }
}

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.register(config),
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl, { statementTimeoutMs: config.statementTimeoutMs })),
        HotReadsModule,
        AuthModule,
        BusinessModule,
        CompaniesModule,
        ReviewsModule,
        StatsModule,
        HealthModule,
        LogosModule,
        ContactModule,
        InvitationsModule,
        WidgetsModule,
        ModerationModule,
      ],
    };
  }
}
