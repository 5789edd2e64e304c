/* Claim cards (_ext/claims): the stylesheet shows a claim's card while the claim is hovered
   or holds the focus (so cards work without JavaScript); this script makes them meet
   WCAG 2.2 1.4.13 "Content on Hover or Focus":
   - dismissible: Escape hides the open card; the focus stays on the claim (a focused link
     inside the card hands it back to the number);
   - positioned inside the viewport: below the number, or above it when there is no room,
     and shifted sideways to fit (a fixed position, so no scrolling box clips it);
   - hoverable and persistent: the card is inside the claim, so moving onto it keeps it
     open, until the pointer and the focus leave or Escape is pressed.
   Positions are set through the CSSOM, which the site's Content-Security-Policy allows. */
(function () {
  "use strict";
  var MARGIN = 8;  // px kept free between a card and the viewport's edges
  var GAP = 4;  // px between the number and its card (bridged in claims.css)
  var DISMISSED = "claim--dismissed";

  function cardOf(claim) { return claim && claim.querySelector(".claim-card"); }
  function claimOf(node) { return node && node.closest ? node.closest(".claim") : null; }

  function place(claim) {
    var card = cardOf(claim);
    if (!card || claim.classList.contains(DISMISSED)) return;
    var view = document.documentElement;
    var width = view.clientWidth, height = view.clientHeight;
    card.style.position = "fixed";
    // the stylesheet's cap (28rem) still holds; the viewport only narrows it
    var rem = parseFloat(getComputedStyle(view).fontSize) || 16;
    card.style.maxWidth = Math.max(0, Math.min(28 * rem, width - 2 * MARGIN)) + "px";
    card.style.maxHeight = "";
    card.style.overflowY = "";
    card.style.left = "0px";
    card.style.top = "0px";
    var anchor = (claim.querySelector(".claim-value") || claim).getBoundingClientRect();
    var box = card.getBoundingClientRect();
    if (!box.width) return;  // not shown (neither hovered nor focused any more)
    if (box.height > height - 2 * MARGIN) {  // taller than the viewport: it scrolls
      card.style.maxHeight = (height - 2 * MARGIN) + "px";
      card.style.overflowY = "auto";
      box = card.getBoundingClientRect();
    }
    var left = Math.max(MARGIN, Math.min(anchor.left, width - MARGIN - box.width));
    var roomBelow = height - MARGIN - anchor.bottom - GAP;
    var roomAbove = anchor.top - GAP - MARGIN;
    var below = box.height <= roomBelow || roomBelow >= roomAbove;
    var top = below ? anchor.bottom + GAP : anchor.top - GAP - box.height;
    if (anchor.bottom > 0 && anchor.top < height) {  // the number is in view: so is its card
      top = Math.max(MARGIN, Math.min(top, height - MARGIN - box.height));
    }
    card.style.left = left + "px";
    card.style.top = top + "px";
    card.setAttribute("data-side", below ? "below" : "above");
  }

  function openClaims() {
    return document.querySelectorAll(".claim:hover, .claim:focus-within");
  }

  function dismiss(claim) {
    var card = cardOf(claim);
    if (card && card.contains(document.activeElement)) {
      var value = claim.querySelector(".claim-value");
      if (value) value.focus();
    }
    claim.classList.add(DISMISSED);
  }

  function leave(claim, next) {
    // a dismissed card may open again once both the pointer and the focus have left
    if (claim && !claim.contains(next) && !claim.matches(":hover") &&
        !claim.matches(":focus-within")) {
      claim.classList.remove(DISMISSED);
    }
  }

  document.addEventListener("mouseover", function (event) {
    var claim = claimOf(event.target);
    if (claim && !claim.contains(event.relatedTarget)) place(claim);
  });
  document.addEventListener("focusin", function (event) {
    var claim = claimOf(event.target);
    if (!claim) return;
    if (!claim.contains(event.relatedTarget) && !claim.matches(":hover")) {
      claim.classList.remove(DISMISSED);  // focus came from outside: a new request
    }
    place(claim);
  });
  document.addEventListener("mouseout", function (event) {
    var claim = claimOf(event.target);
    if (claim && !claim.contains(event.relatedTarget)) {
      // :hover is updated after this event: check once the pointer has moved on
      window.requestAnimationFrame(function () { leave(claim, null); });
    }
  });
  document.addEventListener("focusout", function (event) {
    leave(claimOf(event.target), event.relatedTarget);
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" && event.key !== "Esc") return;
    Array.prototype.forEach.call(openClaims(), dismiss);
  });

  var pending = false;
  function follow() {  // keep open cards beside their number while the page moves
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(function () {
      pending = false;
      Array.prototype.forEach.call(openClaims(), place);
    });
  }
  window.addEventListener("scroll", follow, { passive: true, capture: true });
  window.addEventListener("resize", follow, { passive: true });
  // the text can move under an open card when a web font or an image arrives
  if (window.ResizeObserver) new ResizeObserver(follow).observe(document.body);
  if (document.fonts) document.fonts.addEventListener("loadingdone", follow);
})();
