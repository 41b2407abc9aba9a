'use strict';
/**
 * The `require` condition of the package. statement-extractor is an ES module; Node >= 20.19 can require() ES
 * modules, so this hands back the very same module instance `import` gives. Where that is not possible (an older
 * Node, a bundler or loader without require(esm)) the error says what to do instead of ERR_PACKAGE_PATH_NOT_EXPORTED.
 */
module.exports = function load(requireModule, entry) {
  try {
    return requireModule();
  } catch (e) {
    const code = e && e.code;
    if (code === 'ERR_REQUIRE_ESM' || code === 'ERR_REQUIRE_ASYNC_MODULE' || (e instanceof SyntaxError && /import|export/.test(String(e.message)))) {
      const err = new Error(
        `${entry} is an ES module (ESM only) and this runtime cannot require() it: use \`import ... from '${entry}'\` ` +
          `or \`await import('${entry}')\` (require() of ES modules needs Node >= 20.19).`,
        { cause: e },
      );
      err.code = 'ERR_STATEMENT_EXTRACTOR_ESM_ONLY';
      throw err;
    }
    throw e;
  }
};
