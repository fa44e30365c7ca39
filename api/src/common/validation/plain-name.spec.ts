import { nameProblem } from './plain-name.js';

describe('nameProblem', () => {
  it('lets plain business and person names through', () => {
    for (const name of ['Marks & Spencer', 'Dr. Martens', "O'Brien's Pub", 'Yahoo!', 'St.John Ambulance', 'J.P. Morgan', 'Ben & Jerry’s', 'Müller Bäckerei', '東京ガス']) {
      expect([name, nameProblem('Name', name)]).toEqual([name, null]);
    }
  });

  it('refuses web and email addresses, however they are dressed', () => {
    for (const name of [
      'Your parcel is held - pay customs fee at parcel-help.com',
      'Refunds https://refund.example',
      'Visit www.refund-now.net',
      'Write to claims@refund.com',
      'ｐａｙ－ｃｕｓｔｏｍｓ．ｃｏｍ',
      'pay-customs。com',
      'pay-customs｡com',
      'bücher.de sale',
    ]) {
      expect([name, nameProblem('Name', name)]).toEqual([name, expect.any(String)]);
    }
  });

  it('refuses invisible characters that split an address for a filter', () => {
    for (const name of ['pay-customs\u2060.com', 'pay-customs\u200b.com', 'Shop\u202eevil']) expect(nameProblem('Name', name)).toMatch(/invisible/);
  });

  it("allows a company's own domain as its name", () => {
    expect(nameProblem('Company name', 'Booking.com', 'https://www.booking.com')).toBeNull();
    expect(nameProblem('Company name', 'Booking.com', 'https://www.other.example')).toMatch(/looks like one/);
  });
});
