/* Reader settings (_ext/reader_settings), run in <head>: no flash of the default look. */
(function (root) {
  try {
    var saved = JSON.parse(localStorage.getItem("reader-settings") || "{}");
    for (var name in saved) {
      if (/^[a-z]+$/.test(name) && /^[a-z]+$/.test(saved[name])) {
        root.setAttribute("data-rs-" + name, saved[name]);
      }
    }
  } catch (error) { /* storage blocked or corrupt: the defaults apply */ }
})(document.documentElement);
