/* Reader settings (_ext/reader_settings), run in <head>: no flash of the default look. */
(function (root) {
  try {
    var saved = JSON.parse(localStorage.getItem("reader-settings") || "{}");
    if (!saved || typeof saved !== "object" || Array.isArray(saved)) return;
    Object.keys(saved).forEach(function (name) {
      var value = saved[name];
      if (/^[a-z]+$/.test(name) && typeof value === "string" && /^[a-z]+$/.test(value)) {
        root.setAttribute("data-rs-" + name, value);
      }
    });
  } catch (error) { /* storage blocked or corrupt: the defaults apply */ }
})(document.documentElement);
