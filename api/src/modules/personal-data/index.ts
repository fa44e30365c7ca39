// The personal-data module's public surface. It owns no table: a person's export reads every
// table that holds something of theirs, and an erasure or a retention purge asks each table's
// owner to delete or forget its part. Nothing imports it but the app.
export { PersonalDataModule } from './personal-data.module.js';
export { BUSINESS_EXPORT, CONSUMER_EXPORT, type ExportSection } from './export-sections.js';
export { PersonalDataRetention } from './personal-data-retention.js';
export { PersonalDataService } from './personal-data.service.js';
