// The long lists (review queue, clips, lexicon) need the width the admin's navigation
// takes on a window under 1,600 px: there it starts folded, until the person opens it
// with « (Django's nav_sidebar.js, deferred, then reads and remembers the choice).
(function () {
  const key = 'django.admin.navSidebarIsOpen';
  if (localStorage.getItem(key) === null && window.innerWidth < 1600) {
    localStorage.setItem(key, 'false');
  }
})();
