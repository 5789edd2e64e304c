/* Reader settings (_ext/reader_settings): the panel. Each choice is a data-rs-<name>
   attribute on <html> (default: none), kept in localStorage["reader-settings"]. */
(function () {
  var KEY = "reader-settings";
  var root = document.documentElement;
  var template = document.getElementById("reader-settings-template");
  if (!template || !("popover" in HTMLElement.prototype)) return;
  var parts = template.content.cloneNode(true);
  var toggle = parts.querySelector(".reader-settings-toggle");
  var panel = parts.querySelector("#reader-settings");
  var form = panel.querySelector("form");
  document.body.appendChild(panel);

  // a stored value is used only if it is an object of this form's names and values: any
  // other JSON (a string, an array, a number, a nested object) would index the form wrongly
  function offered(name, value) {
    var control = /^[a-z]+$/.test(name) && form.elements.namedItem(name);
    if (!control || typeof value !== "string") return false;
    var choices = control.options || (control.length === undefined ? [control] : control);
    return Array.prototype.some.call(choices, function (choice) { return choice.value === value; });
  }
  function load() {
    var saved, settings = {};
    try { saved = JSON.parse(localStorage.getItem(KEY) || "{}"); } catch (e) { return settings; }
    if (!saved || typeof saved !== "object" || Array.isArray(saved)) return settings;
    Object.keys(saved).forEach(function (name) {
      if (offered(name, saved[name])) settings[name] = saved[name];
    });
    return settings;
  }
  function apply(settings) {  // the <head> script may have applied values not offered here
    Array.prototype.slice.call(root.attributes).forEach(function (attribute) {
      var name = attribute.name.slice("data-rs-".length);
      if (attribute.name.indexOf("data-rs-") === 0 && settings[name] !== attribute.value) {
        root.removeAttribute(attribute.name);
      }
    });
  }
  function store(settings) {
    try { localStorage.setItem(KEY, JSON.stringify(settings)); } catch (e) { /* private mode */ }
  }
  function isDefault(control) {
    return control.type === "radio" ? control.defaultChecked
      : control.options[control.selectedIndex].defaultSelected;
  }
  function show(settings) {  // the form shows what is applied
    form.reset();
    Object.keys(settings).forEach(function (name) {
      var control = form.elements[name];
      if (control) control.value = settings[name];
    });
  }

  apply(load());
  show(load());  // before the listeners: form.reset() fires "reset"
  form.addEventListener("change", function (event) {
    var control = event.target, settings = load();
    if (isDefault(control)) {
      delete settings[control.name];
      root.removeAttribute("data-rs-" + control.name);
    } else {
      settings[control.name] = control.value;
      root.setAttribute("data-rs-" + control.name, control.value);
    }
    store(settings);
  });
  form.addEventListener("reset", function () {
    Object.keys(load()).forEach(function (name) { root.removeAttribute("data-rs-" + name); });
    try { localStorage.removeItem(KEY); } catch (e) { /* nothing stored */ }
  });
  form.addEventListener("submit", function (event) { event.preventDefault(); });

  // one button beside each of furo's theme toggles (header on small screens, content)
  document.querySelectorAll(".theme-toggle-container").forEach(function (container) {
    container.insertBefore(toggle.cloneNode(true), container.firstChild);
  });
})();
