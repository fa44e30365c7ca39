import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BusinessAccountsRepository, BusinessSessions, BusinessTokens } from './business-accounts.repository.js';
import { BusinessAuthController } from './business-auth.controller.js';
import { BusinessAuthService } from './business-auth.service.js';
import { BusinessSessionStrategy } from './business-session.strategy.js';

/** The business realm: accounts with their own sessions, cookie and passport strategy. */
@Module({
  imports: [AuthModule],
  controllers: [BusinessAuthController],
  providers: [BusinessAuthService, BusinessAccountsRepository, BusinessSessions, BusinessTokens, BusinessSessionStrategy],
  exports: [BusinessAccountsRepository],
})
export class BusinessModule {}
