import { initials } from '../initials';

describe('initials', () => {
  test.each([
    ['Jane Doe', 'JD'],
    ['Cher', 'C'],
    ['jean-luc picard', 'JP'],
    ['Jane D.', 'JD'],
    ['Mary Ann Smith', 'MS'],
    ['  ada   lovelace  ', 'AL'],
    ['(Bob) Jones', 'BJ'],
    ['élodie durand', 'ÉD'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  test.each([[''], ['   '], [null], [undefined], ['...']])('%p has no letters → U', (name) => {
    expect(initials(name)).toBe('U');
  });

  test('never more than 2 letters', () => {
    expect(initials('A B C D E')).toHaveLength(2);
  });
});
