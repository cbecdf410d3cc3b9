/** The page elements an audit's details name (Lighthouse's `{ type: 'node' }` entries), first ones first. */
export function auditNodes(details: unknown, limit = 3): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (found.length >= limit || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const record = value as Record<string, unknown>;
    if (record.type === 'node' && typeof record.selector === 'string') {
      const label =
        typeof record.nodeLabel === 'string' ? ` "${record.nodeLabel.replace(/\s+/g, ' ').slice(0, 60)}"` : '';
      found.push(`${record.selector}${label}`);
      return;
    }
    for (const child of Object.values(record)) visit(child);
  };
  visit(details);
  return found;
}
