// Wide tables and formulas scroll inside their own box (furo's table wrapper, mathml.css);
// a keyboard user can scroll such a box only if it can take focus (WCAG 2.1.1), so every box
// that does scroll becomes a labelled, focusable region. Rechecked when the window resizes.
(() => {
  const LABELS = { en: "Scrollable content", "zh-CN": "可横向滚动的内容" };
  const label = LABELS[document.documentElement.lang] || LABELS.en;
  const mark = () => {
    for (const box of document.querySelectorAll("article .table-wrapper, article div.math")) {
      const scrolls = box.scrollWidth > box.clientWidth;
      if (scrolls && !box.hasAttribute("tabindex")) {
        box.tabIndex = 0;
        box.setAttribute("role", "region");
        box.setAttribute("aria-label", label);
        box.dataset.scrollRegion = "";
      } else if (!scrolls && "scrollRegion" in box.dataset) {
        for (const name of ["tabindex", "role", "aria-label", "data-scroll-region"]) {
          box.removeAttribute(name);
        }
      }
    }
  };
  let pending = 0;
  const later = () => { cancelAnimationFrame(pending); pending = requestAnimationFrame(mark); };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mark);
  else mark();
  window.addEventListener("resize", later);
})();
