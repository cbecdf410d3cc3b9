/** The one @swc/jest transform every suite uses: TypeScript, TSX (automatic runtime), decorators with metadata. */
module.exports = function swcTransform() {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          react: { runtime: 'automatic' },
        },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
};
