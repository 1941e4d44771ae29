"""Who may do what in a tenant: the roles a membership gives, and the one question every
write path asks of them."""

from tenancy.models import Membership, Tenant

ADMIN, EDITOR, REVIEWER = Membership.Role.ADMIN, Membership.Role.EDITOR, Membership.Role.REVIEWER


def may(user, tenant, roles) -> bool:
    """The question every admin write asks: may ``user`` act in ``tenant`` (a Tenant or
    its id) with one of ``roles``? Superusers always may."""
    pk = getattr(tenant, "pk", tenant)
    return pk is not None and Tenant.objects.for_user(user, roles).filter(pk=pk).exists()
