import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BusinessModule } from '../business/index.js';
import { ContactModule } from '../contact/index.js';
import { ModerationModule } from '../moderation/index.js';
import { NewsletterModule } from '../newsletter/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { SignalsModule } from '../signals/index.js';
import { AccountDataController } from './account-data.controller.js';
import { BusinessAccountDataController } from './business-account-data.controller.js';
import { RetentionController } from './retention.controller.js';
import { PersonalDataRetention } from './personal-data-retention.js';
import { PersonalDataRepository } from './personal-data.repository.js';
import { PersonalDataService } from './personal-data.service.js';

@Module({
  imports: [AuthModule, BusinessModule, ContactModule, ModerationModule, NewsletterModule, ReviewsModule, SignalsModule],
  controllers: [AccountDataController, BusinessAccountDataController, RetentionController],
  providers: [PersonalDataRepository, PersonalDataService, PersonalDataRetention],
})
export class PersonalDataModule {}
