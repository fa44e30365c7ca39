import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { RateLimitService } from './common/rate-limit/rate-limit.service.js';
import { ScheduledJobs } from './common/jobs/scheduled-jobs.js';
import { SecurityEventLog } from './common/security-events/security-events.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { AuthModule } from './modules/auth/index.js';
import { BusinessModule } from './modules/business/index.js';
import { CompaniesModule } from './modules/companies/index.js';
import { ContactModule } from './modules/contact/index.js';
import { HealthModule } from './modules/health/index.js';
import { LogosModule } from './modules/logos/index.js';
import { MailModule } from './modules/mail/index.js';
import { NewsletterModule } from './modules/newsletter/index.js';
import { ReviewsModule } from './modules/reviews/index.js';
import { ReviewRoutesModule } from './modules/review-routes/index.js';
import { StatsModule } from './modules/stats/index.js';
import { InvitationsModule } from './modules/invitations/index.js';
import { WidgetsModule } from './modules/widgets/index.js';
import { ModerationModule } from './modules/moderation/index.js';
import { HotReadsModule } from './modules/hot-reads/index.js';
import { ApiKeysModule } from './modules/api-keys/index.js';
import { WebhooksModule } from './modules/webhooks/index.js';
import { HighlightsModule } from './modules/highlights/index.js';
import { PersonalDataModule } from './modules/personal-data/index.js';

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
        ReviewRoutesModule,
        StatsModule,
        HealthModule,
        LogosModule,
        ContactModule,
        NewsletterModule,
        InvitationsModule,
        WidgetsModule,
        ModerationModule,
        ApiKeysModule,
        WebhooksModule,
        HighlightsModule,
        PersonalDataModule,
      ],
    };
  }
}
