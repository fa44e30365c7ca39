import { User } from '../modules/auth/user.entity.js';
import { BusinessAccount } from '../modules/business/business-account.entity.js';
import { CategoryRow, Company } from '../modules/companies/company.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { MailOutbox } from '../modules/mail/mail-outbox.entity.js';
import { Review } from '../modules/reviews/review.entity.js';
import { ReviewVote } from '../modules/reviews/votes/review-vote.entity.js';

export const ENTITIES = [
  User,
  BusinessAccount,
  CategoryRow,
  Company,
  Review,
  ReviewVote,
  MailOutbox,
  ContactMessage,
];
