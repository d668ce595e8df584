// sourced serve: clicking a claim highlights every part of its evidence in
// the sources pane and scrolls to it; "Copy JSON" copies the report. The
// page works without this script: a claim is then a link to its passage.
"use strict";

function clearHighlight() {
  for (const el of document.querySelectorAll("mark.highlight, .claim.active")) {
    el.classList.remove("highlight", "active");
  }
}

function showEvidence(link) {
  const ids = new Set(link.dataset.evidence.split(" "));
  clearHighlight();
  link.closest(".claim").classList.add("active");
  let first = null;
  for (const mark of document.querySelectorAll("mark[data-evidence]")) {
    if (mark.dataset.evidence.split(" ").some((id) => ids.has(id))) {
      mark.classList.add("highlight");
      first = first || mark;
    }
  }
  if (first) {
    first.scrollIntoView({ behavior: "smooth", block: "center" });
  }
}

document.addEventListener("click", (event) => {
  const link = event.target.closest("a.claim-text[data-evidence]");
  if (!link) {
    return;
  }
  event.preventDefault();
  showEvidence(link);
});

async function copyJSON(button) {
  const text = document.getElementById("report-json").textContent;
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = "Copied";
  } catch {
    button.textContent = "Copy failed: open the JSON report below";
  }
}

document.addEventListener("DOMContentLoaded", () => {
  const button = document.getElementById("copy-json");
  if (button) {
    button.hidden = false;
    button.addEventListener("click", () => copyJSON(button));
  }
});
