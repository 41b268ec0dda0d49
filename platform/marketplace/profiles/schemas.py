"""The profiles area's input and output schemas. Queries hand over models; the output schemas
below decide what of them is shown (resolvers), so a field is declared once, here."""

from datetime import datetime
from typing import Literal

from ninja import Field, Schema

from kernel import money
from kernel.paging import Page
from kernel.schemas import InputSchema, PictureSources, QueryInput
from marketplace.profiles import images
from marketplace.profiles.models import Plan, Profile, Review

Section = Literal["skills", "education", "experience", "languages", "social_media", "awards"]


class PlanOut(Schema):
    id: int
    name: str
    type: Literal["Online", "Offline"]
    price: int = Field(..., description="Whole rupees.")
    duration_minutes: int | None = Field(None, description="Needs a session this long; null: any")

    @staticmethod
    def resolve_price(plan: Plan) -> int:
        return money.whole_rupees(plan.price_paise)


class SkillOut(Schema):
    id: int
    skill: str


class EducationOut(Schema):
    id: int
    college: str
    course: str
    pass_year: str


class ExperienceOut(Schema):
    id: int
    company: str
    position: str
    year: str


class LanguageOut(Schema):
    id: int
    language: str


class SocialLinkOut(Schema):
    id: int
    link: str


class AwardOut(Schema):
    id: int
    award: str


class ProfileOut(Schema):
    id: int
    username: str
    name: str
    email: str | None = Field(None, description="Only in the owner's own profile.")
    position: str
    about: str
    country: str
    state: str
    image: str | None
    image_sources: PictureSources | None
    banner: str | None
    banner_sources: PictureSources | None
    verified: bool
    category: str
    search_tags: str
    consulting_note: str
    payment_required: bool
    plans: list[PlanOut]
    skills: list[SkillOut]
    education: list[EducationOut]
    experience: list[ExperienceOut]
    languages: list[LanguageOut]
    social_media: list[SocialLinkOut]
    awards: list[AwardOut]
    review_count: int

    @classmethod
    def of(cls, profile: Profile, *, owner: bool) -> "ProfileOut":
        """The owner's own view carries the contact email; everybody else's does not."""
        return cls.model_validate(profile, context={"owner": owner})

    @staticmethod
    def resolve_id(profile: Profile) -> int:
        return profile.pk

    @staticmethod
    def resolve_username(profile: Profile) -> str:
        return profile.user.username

    @staticmethod
    def resolve_name(profile: Profile) -> str:
        return profile.user.name

    @staticmethod
    def resolve_email(profile: Profile, context) -> str | None:
        return profile.email if (context or {}).get("owner") else None

    @staticmethod
    def resolve_review_count(profile: Profile) -> int:
        return profile.reviews.count()

    @staticmethod
    def resolve_image_sources(profile: Profile) -> dict[str, str] | None:
        return images.sources(profile.image, kind="image")

    @staticmethod
    def resolve_banner_sources(profile: Profile) -> dict[str, str] | None:
        return images.sources(profile.banner, kind="banner")


class ProfessionalCardOut(Schema):
    id: int
    username: str
    name: str
    position: str
    image: str | None
    image_sources: PictureSources | None
    verified: bool
    category: str

    @staticmethod
    def resolve_id(profile: Profile) -> int:
        return profile.pk

    @staticmethod
    def resolve_image_sources(profile: Profile) -> dict[str, str] | None:
        return images.sources(profile.image, kind="image")

    @staticmethod
    def resolve_username(profile: Profile) -> str:
        return profile.user.username

    @staticmethod
    def resolve_name(profile: Profile) -> str:
        return profile.user.name


class ProfessionalPageOut(Page[ProfessionalCardOut]):
    pass


class ReviewOut(Schema):
    id: int
    client_name: str
    client_image: str | None
    client_image_sources: PictureSources | None
    client_position: str
    text: str
    created_at: datetime

    @staticmethod
    def resolve_client_name(review: Review) -> str:
        return review.client.name

    @staticmethod
    def resolve_client_image(review: Review):
        client_profile = getattr(review.client, "profile", None)
        # ninja answers a file with its URL, or null when there is none.
        return client_profile.image if client_profile else None

    @staticmethod
    def resolve_client_image_sources(review: Review) -> dict[str, str] | None:
        client_profile = getattr(review.client, "profile", None)
        return images.sources(client_profile.image, kind="image") if client_profile else None

    @staticmethod
    def resolve_client_position(review: Review) -> str:
        client_profile = getattr(review.client, "profile", None)
        return client_profile.position if client_profile else ""


class ReviewPageOut(Page[ReviewOut]):
    pass


class BasicInfoIn(InputSchema):
    name: str = Field(..., max_length=101)
    email: str = Field(..., max_length=254)
    position: str = Field("", max_length=120)
    about: str = Field("", max_length=5000)
    country: str = Field("", max_length=60)
    state: str = Field("", max_length=60)


class SearchDetailsIn(InputSchema):
    category: str = Field(..., max_length=80)
    search_tags: str = Field(..., max_length=300)


class PlanIn(InputSchema):
    id: int | None = Field(None, description="Keep an existing plan's id; omit for a new plan.")
    name: str = Field(..., max_length=100)
    type: str = Field(..., max_length=10)
    price: int = Field(..., description="Whole rupees, above 100.")
    duration_minutes: int | None = Field(
        None, description="15, 20, 30, 45, 60, 90 or 120: booked only in a session this long"
    )


class PlansIn(InputSchema):
    plans: list[PlanIn] = Field(..., max_length=20)
    consulting_note: str = Field("", max_length=2000)
    payment_required: bool


class ItemIn(InputSchema):
    """The fields of one new list item; which ones a section needs is in the API docs."""

    skill: str | None = Field(None, max_length=100)
    college: str | None = Field(None, max_length=150)
    course: str | None = Field(None, max_length=150)
    pass_year: str | None = Field(None, max_length=30)
    company: str | None = Field(None, max_length=150)
    position: str | None = Field(None, max_length=150)
    year: str | None = Field(None, max_length=30)
    language: str | None = Field(None, max_length=60)
    link: str | None = Field(None, max_length=300)
    award: str | None = Field(None, max_length=150)


class SearchIn(QueryInput):
    q: str = Field("", max_length=1000)
    page: int = Field(1, ge=1, le=1000)


class PopularIn(QueryInput):
    term: str = Field("", max_length=1000)
    limit: int = Field(12, ge=1, le=30)


class SuggestIn(QueryInput):
    q: str = Field("", max_length=1000)
