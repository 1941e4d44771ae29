// The admin's lists (the review queue, the lexicon, and every other) need the width the
// admin's navigation takes on a window under 1,600 px: there it starts folded, until the
// person opens it with « (Django's nav_sidebar.js, deferred, then reads and remembers the
// choice).
(function () {
  const key = 'django.admin.navSidebarIsOpen';
  if (localStorage.getItem(key) === null && window.innerWidth < 1600) {
    localStorage.setItem(key, 'false');
  }
})();

// A cell cut with an ellipsis shows its whole text on hover (unless it has a title of its own).
document.addEventListener('DOMContentLoaded', () => {
  for (const cell of document.querySelectorAll('#result_list td, #result_list th')) {
    if (cell.scrollWidth > cell.clientWidth && !cell.querySelector('[title]')) {
      cell.title = cell.textContent.trim();
    }
  }
});
