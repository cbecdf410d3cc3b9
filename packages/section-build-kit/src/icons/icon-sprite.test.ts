import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { iconShapes, iconSprite, spriteIconModule } from './icon-sprite';
import { iconsImportedBy } from './sprite-icons';

describe('the icon sprite of a build', () => {
  it('holds each icon once as a symbol named for it, with the shapes MUI draws inline, in one order', () => {
    const sprite = iconSprite(['Star', 'ArrowForward', 'Star']);
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="ArrowForward" viewBox="0 0 24 24"><path d="m12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z"></path></symbol>' +
        `<symbol id="Star" viewBox="0 0 24 24">${iconShapes('Star')}</symbol>` +
        '</svg>\n',
    );
    expect(iconSprite(['ArrowForward', 'Star'])).toBe(sprite);
  });

  it('keeps every shape of an icon drawn with several, and never a fill of its own (the icon takes currentColor)', () => {
    const shapes = iconShapes('Schedule');
    expect(shapes.match(/<path /g)).toHaveLength(2);
    expect(shapes).not.toContain('fill');
  });

  it('refuses a name that is no icon, naming it', () => {
    expect(() => iconSprite(['ArrowForward', 'NoSuchIcon'])).toThrow(/NoSuchIcon/);
    expect(() => iconShapes('../utils/createSvgIcon')).toThrow('is not the name of an @mui/icons-material icon');
  });
});

describe('the module that stands for @mui/icons-material/<Name>', () => {
  it("is MUI's createSvgIcon drawing a <use> of the symbol in the build's sprite", () => {
    const module = spriteIconModule('Star', './icons.svg');
    expect(module).toContain("import { createSvgIcon } from '@mui/material/SvgIcon';");
    expect(module).toContain('import sprite from "./icons.svg";');
    expect(module).toContain(`const href = sprite + "#Star";`);
    expect(module).toContain(`export default createSvgIcon(jsx('use', { href }), "Star");`);
  });
});

describe('which icons a build draws from its sprite', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'icon-imports-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('every @mui/icons-material/<Name> its files import, and no type-only import of the barrel', () => {
    const card = path.join(dir, 'card.tsx');
    const data = path.join(dir, 'data.ts');
    writeFileSync(
      card,
      "import StarIcon from '@mui/icons-material/Star';\nimport CheckIcon from '@mui/icons-material/Check';\n",
    );
    writeFileSync(
      data,
      "import type { SvgIconComponent } from '@mui/icons-material';\nimport StarIcon from '@mui/icons-material/Star';\nimport { Box } from '@mui/material';\n",
    );
    expect(iconsImportedBy([card, data])).toEqual(['Check', 'Star']);
  });
});
