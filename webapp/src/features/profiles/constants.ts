/** User-facing texts and limits of the profile screens, spelled as the spec spells them. */
import { PATHS } from "../../shared/routing/paths";
export const PROFILE_TEXTS = {
  editProfile: "Edit Profile",
  editSchedule: "Edit Schedule",
  devices: "Your devices",
  verified: "Verified",
  plans: "Appointment Plans",
  noPlans: "Session not added",
  bookAppointment: "Book Appointment",
  planMinutes: (minutes: number) => `${minutes} min`,
  share: "Share",
  shareUnsupported: "Web Share API is not supported in your browser.",
  about: "About Me",
  readMore: "Read More",
  less: "Less",
  socialMedia: "Social Media",
  noSocialMedia: "Social Medias Not Added",
  skills: "Skills / Services",
  noSkills: "Skills Not Added",
  languages: "Languages",
  noLanguages: "Languages Not Added",
  experience: "Experience",
  noExperience: "Experience Not Added",
  qualification: "Qualification",
  noQualification: "Qualification Not Added",
  awards: "Awards",
  reviews: "Reviews",
  noReviews: "No Reviews",
  next: "Next",
  loading: "Please Wait...",
  notFound: "Profile not found.",
  goHome: "Go to Home",
} as const;

export const EDIT_TEXTS = {
  title: "Profile",
  subtitle: "Manage your Profile settings",
  profileImage: "Profile Image",
  chooseProfileImage: "Choose profile image",
  bannerImage: "Banner Image",
  chooseBannerImage: "Choose banner image",
  cropImage: "Crop Image",
  cancel: "Cancel",
  basicInfo: "Basic info",
  name: "Name",
  email: "Email",
  position: "Position",
  about: "About",
  country: "Country",
  state: "State",
  searchDetails: "Search Details",
  category: "Service Category",
  searchTags: "Search Keywords",
  plans: "Service / Session",
  planName: "Session Name",
  price: "Price",
  type: "Type",
  length: "Length",
  anyLength: "Any length",
  planMinutes: (minutes: number) => `${minutes} min`,
  addPlan: "Add Session",
  noPlans: "Session not added",
  paymentAfterBooking: "Payment After Booking",
  consultingNote: "Consulting Note",
  add: "Add",
  save: "Save",
  saving: "Please Wait...",
  required: "Required",
  toastWait: "please Wait...",
  toastSuccess: "Edited Successful!",
  toastError: "Try Again...",
  priceTooLow: "Price More than ₹100",
  priceTooHigh: "Price can be at most ₹10,00,000.",
  planDetails: "Enter Session Details",
  deleteItem: (name: string) => `Delete ${name}`,
} as const;

export const PLAN_TYPES = ["Online", "Offline"] as const;
/** The lengths a plan may ask for (the server's PLAN_MINUTES); none: any session. */
export const PLAN_MINUTES = [15, 20, 30, 45, 60, 90, 120] as const;
/** A plan's price must be above this many rupees. */
export const MIN_PLAN_PRICE = 100;
/** The server's ceiling (MAX_PLAN_PRICE in platform/marketplace/profiles/services.py). */
export const MAX_PLAN_PRICE = 1_000_000;
export const ABOUT_PREVIEW_WORDS = 50;
export const REVIEW_PAGE_SIZE = 10;

export const IMAGE_ACCEPT = "image/png, image/jpeg, image/jpg";
export const PROFILE_IMAGE_MAX_MB = 0.1;
export const BANNER_IMAGE_MAX_MB = 0.5;
export const CROP_EDITOR = { border: 20, scale: 1.2, rotate: 0, size: 250 } as const;

export const DEFAULT_AVATAR = "/default-avatar.svg";
export const EDIT_PROFILE_PATH = "/editProfile";
export const SCHEDULE_PATH = PATHS.schedule;
export const DEVICES_PATH = PATHS.accountDevices;
