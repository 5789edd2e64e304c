/* Content-Security-Policy: Sphinx's doctools.js compiles a catalog's plural expression with
   new Function(), which script-src without 'unsafe-eval' blocks, so translations.js (the
   zh_CN strings of the search page) would fail. Same job, no eval: loaded between the two. */
if (typeof Documentation !== "undefined") {  // a const of doctools.js, not on window
  Documentation.addTranslations = function (catalog) {
    var expr = String(catalog.plural_expr).replace(/\s+/g, "");
    Object.assign(Documentation.TRANSLATIONS, catalog.messages);
    Documentation.PLURAL_EXPR = function (n) {
      return expr === "0" ? 0 : expr === "(n>1)" || expr === "n>1" ? Number(n > 1) : Number(n !== 1);
    };
    Documentation.LOCALE = catalog.locale;
  };
}
