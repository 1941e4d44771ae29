"""The admin's "View site" link opens a page that exists (the service has no home page)."""

import re


def test_the_view_site_link_opens_a_page_that_answers(client, make_tenant, make_member):
    client.force_login(make_member(make_tenant("acme"), "reviewer"))
    page = client.get("/admin/").content.decode()
    href = re.search(r'<a href="([^"]*)">View site</a>', page).group(1)
    assert href == "/api/docs/"
    assert client.get(href).status_code == 200
