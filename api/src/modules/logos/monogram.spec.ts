import { initialsOf, monogramFor, monogramUrl, renderMonogram } from './monogram.js';

describe('monogram logos', () => {
  it('takes one or two initials, skipping a leading "The" and numbers', () => {
    expect(initialsOf('Northwind Savings Bank')).toBe('NS');
    expect(initialsOf('The Copper Spoon')).toBe('CS');
    expect(initialsOf('Brightlane Software 2041')).toBe('BS');
    expect(initialsOf('Northwind')).toBe('N');
    expect(initialsOf('Özdemir Yapı')).toBe('ÖY');
    expect(initialsOf('2041')).toBe('C');
  });

  it('gives a name the same look every time and different names varied looks', () => {
    expect(monogramFor('Acme Ltd')).toEqual(monogramFor('Acme Ltd'));
    const colours = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((l) => monogramFor(`${l} Company`).colour));
    expect(colours.size).toBeGreaterThan(3);
  });

  it('encodes the look in a short site-relative URL', () => {
    const url = monogramUrl('Smith & Sons');
    expect(url).toMatch(/^\/api\/logos\/monogram\.svg\?i=SS&c=[0-9a-f]{6}&r=(12|16|32)&a=[01]$/);
    expect(url.length).toBeLessThan(80);
  });

  it('renders a 64x64 SVG with the initials', () => {
    const svg = renderMonogram({ initials: 'NB', colour: '1f6feb', corner: 16, accent: true });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64"/);
    expect(svg).toContain('fill="#1f6feb"');
    expect(svg).toContain('>NB</text>');
    expect(svg).toContain('<circle');
  });
});
