/** A loader for tests: the module's source with `options.text` appended (an edit made as Rspack reads the file). */
module.exports = function appendText(source) {
  return `${source}${this.getOptions().text}`;
};
