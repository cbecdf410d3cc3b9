import { createHash } from 'node:crypto';
import { type InlineHash, inlineElements } from '@site/contracts';

function sha256(text: string): InlineHash {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The CSP hashes of a page's `<style>` elements (emotion's rules the page lacks, its globals),
 * hashed over their exact text. Scripts are never hashed from the page: the policy names the
 * page runtime's scripts by the hashes their build computed (`@site/page-runtime`).
 */
export function styleHashes(html: string): InlineHash[] {
  const styles = inlineElements(html).filter((element) => element.tag === 'style');
  return [...new Set(styles.map((style) => sha256(style.text)))];
}
