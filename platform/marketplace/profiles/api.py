from ninja import File, Query, Router
from ninja.files import UploadedFile

from kernel.errors import ErrorOut
from kernel.paging import PageIn
from marketplace.accounts.auth import session_auth
from marketplace.profiles import queries, services
from marketplace.profiles.schemas import (
    BasicInfoIn,
    ItemIn,
    PlansIn,
    PopularIn,
    ProfessionalCardOut,
    ProfessionalPageOut,
    ProfileOut,
    ReviewPageOut,
    SearchDetailsIn,
    SearchIn,
    Section,
    SuggestIn,
)

router = Router(tags=["profiles"])
professionals_router = Router(tags=["professionals"])
ERRORS = {400: ErrorOut, 401: ErrorOut, 404: ErrorOut, 413: ErrorOut, 422: ErrorOut}
# A write waits for the profile's row lock; when another write holds it too long: 409 Busy.
WRITE_ERRORS = {**ERRORS, 409: ErrorOut}


def _own(request) -> ProfileOut:
    return ProfileOut.of(services.profile_of(user=request.auth.user), owner=True)


@router.get("/me", auth=session_auth, response={200: ProfileOut, **ERRORS})
def my_profile(request):
    return _own(request)


@router.put("/me/basic", auth=session_auth, response={200: ProfileOut, **WRITE_ERRORS})
def save_basic_info(request, payload: BasicInfoIn):
    services.profile_basic_update(user=request.auth.user, **payload.dict())
    return _own(request)


@router.put("/me/search", auth=session_auth, response={200: ProfileOut, **WRITE_ERRORS})
def save_search_details(request, payload: SearchDetailsIn):
    services.profile_search_update(user=request.auth.user, **payload.dict())
    return _own(request)


@router.put("/me/plans", auth=session_auth, response={200: ProfileOut, **WRITE_ERRORS})
def save_plans(request, payload: PlansIn):
    services.profile_plans_replace(
        user=request.auth.user,
        plans=[plan.dict() for plan in payload.plans],
        consulting_note=payload.consulting_note,
        payment_required=payload.payment_required,
    )
    return _own(request)


@router.post("/me/items/{section}", auth=session_auth, response={200: ProfileOut, **WRITE_ERRORS})
def add_item(request, section: Section, payload: ItemIn):
    """Adds one line to a list. Fields per section: skills: skill; education: college, course,
    pass_year; experience: company, position, year; languages: language; social_media: link;
    awards: award. Every field of the section is required."""
    services.profile_item_add(
        user=request.auth.user, section=section, fields=payload.dict(exclude_none=True)
    )
    return _own(request)


@router.delete(
    "/me/items/{section}/{item_id}", auth=session_auth, response={200: ProfileOut, **WRITE_ERRORS}
)
def delete_item(request, section: Section, item_id: int):
    services.profile_item_delete(user=request.auth.user, section=section, item_id=item_id)
    return _own(request)


@router.post("/me/image", auth=session_auth, response={200: ProfileOut, **WRITE_ERRORS})
def upload_image(request, image: File[UploadedFile]):
    services.profile_picture_set(user=request.auth.user, kind="image", upload=image)
    return _own(request)


@router.post("/me/banner", auth=session_auth, response={200: ProfileOut, **WRITE_ERRORS})
def upload_banner(request, image: File[UploadedFile]):
    services.profile_picture_set(user=request.auth.user, kind="banner", upload=image)
    return _own(request)


@router.get("/{ref}", response={200: ProfileOut, **ERRORS})
def public_profile(request, ref: str):
    """`ref` is the professional's id or username."""
    return ProfileOut.of(queries.profile_by_ref(ref), owner=False)


@router.get("/{ref}/reviews", response={200: ReviewPageOut, **ERRORS})
def reviews(request, ref: str, params: Query[PageIn]):
    return queries.reviews_page(profile=queries.profile_by_ref(ref), page=params.page)


@professionals_router.get("", response={200: ProfessionalPageOut, 422: ErrorOut})
def search(request, params: Query[SearchIn]):
    """Listed professionals matching `q` (all of them when empty), best match first, 10 a page."""
    return queries.professionals_search(query=params.q, page=params.page)


@professionals_router.get("/suggest", response={200: list[ProfessionalCardOut], 422: ErrorOut})
def suggest(request, params: Query[SuggestIn]):
    """The search overlay's matches: the first few of the search."""
    return queries.professionals_search(query=params.q, page=1, page_size=8).items


@professionals_router.get("/popular", response={200: list[ProfessionalCardOut], 422: ErrorOut})
def popular(request, params: Query[PopularIn]):
    """Most reviewed listed professionals, optionally only those matching `term`."""
    return queries.professionals_popular(term=params.term, limit=params.limit)
