"""The admin's "View site" link opens the service's home page."""

import re


def test_the_view_site_link_opens_the_home_page(client, make_tenant, make_member):
    client.force_login(make_member(make_tenant("acme"), "reviewer"))
    page = client.get("/admin/").content.decode()
    href = re.search(r'<a href="([^"]*)">View site</a>', page).group(1)
    assert href == "/"
    answer = client.get(href)
    assert answer.status_code == 200
    assert b"Open the playground" in answer.content
