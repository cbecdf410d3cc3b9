// How an island is written into the page is a fact both the server and the browser read: it lives
// in @site/contracts, so the shell's first script can read it without loading React.
export * from '@site/contracts/island-markup';
