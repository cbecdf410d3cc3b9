import type { SectionName } from '@site/contracts';
import type { VisualPart } from '@site/contracts/release-files';
import type { Browser } from 'playwright-core';

/** The visual baselines' comparison (helper "visual"'s `compareWithBaselines` in @site/section-test-kit). */
export type CompareWithBaselines = (options: {
  section: SectionName;
  siteUrl: string;
  previewToken?: string;
  baselinesDir: string;
  outDir: string;
  browser?: Browser;
}) => Promise<VisualPart>;

/**
 * None here: when the test kit has `src/visual/compare-with-baselines.ts`, the release command's
 * build puts that module in this one's place (rspack.config.ts), so the gate compares screenshots
 * too; without it the gate says the visual part was not run. Typed here, so this package
 * typechecks with or without the kit's module.
 */
export const compareWithBaselines: CompareWithBaselines | undefined = undefined;
