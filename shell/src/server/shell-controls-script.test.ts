import { followAddressForms } from '@site/platform';
import { EARLY_INPUT_GLOBAL } from '../islands/early-input-protocol';
import { SHELL_CONTROLS_SCRIPT } from './shell-controls-script';

describe("the shell's inline controls", () => {
  it("wake islands through the early-input script's own queue (the control is inlined, so it names it itself)", () => {
    expect(followAddressForms.toString()).toContain(`'${EARLY_INPUT_GLOBAL}'`);
  });

  it('are one script holding every control, that parses on its own', () => {
    const source = SHELL_CONTROLS_SCRIPT.replace(/^<script>|<\/script>$/g, '');
    for (const control of [
      'installShellControls',
      'pressLinkButtonsWithSpace',
      'followAnchorLinksInPage',
      'followAddressForms',
      'switchStaticTabs',
    ]) {
      expect(source).toContain(control);
    }
    expect(() => new Function(source)).not.toThrow();
  });
});
