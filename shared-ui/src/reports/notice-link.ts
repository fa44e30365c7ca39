// Where anyone, signed in or not, sends a notice (EU Digital Services Act Art. 16) about a review,
// a business reply or a company page: the consumer-app's notice form, the item filled in.
export type NoticeTargetType = 'review' | 'reply' | 'company';

export function noticeHref(type: NoticeTargetType, id: string): string {
  return `/notices/new?type=${type}&id=${encodeURIComponent(id)}`;
}
