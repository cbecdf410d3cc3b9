import { SHELL_CONTROLS_SCRIPT } from './shell-controls-script';

describe("the shell's inline controls", () => {
  it('are one script holding every control, that parses on its own', () => {
    const source = SHELL_CONTROLS_SCRIPT.replace(/^<script>|<\/script>$/g, '');
    for (const control of [
      'installShellControls',
      'pressLinkButtonsWithSpace',
      'followAnchorLinksInPage',
      'followAddressForms',
      'followAddressRegions',
      'switchStaticTabs',
    ]) {
      expect(source).toContain(control);
    }
    expect(() => new Function(source)).not.toThrow();
  });
});
