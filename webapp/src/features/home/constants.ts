import type { IconType } from "react-icons";
import {
  FaBriefcase,
  FaBullhorn,
  FaChalkboardUser,
  FaDumbbell,
  FaGears,
  FaGraduationCap,
  FaIndianRupeeSign,
  FaScaleBalanced,
  FaUserDoctor,
  FaUsers,
} from "react-icons/fa6";

export const HOME_TEXTS = {
  tagline: "Your Professional Consultation Platform",
  intro:
    "Book one-to-one consultations with doctors, lawyers, engineers, teachers and other professionals across India, and join their webinars.",
  topCategory: "Top Category",
  findProfessional: "Search Professional",
  seeMore: "See More",
  professionalNotAvailable: "Professional Not Available",
  popularWebinars: "Popular Webinars",
  noUpcomingWebinar: "No Upcoming Webinar",
  free: "Free",
  unlimited: "Unlimited",
  slots: "Slots",
  soldOut: "Sold out",
  loading: "Loading",
} as const;

export interface Category {
  name: string;
  icon: IconType;
}

/** The spec's ten categories, in its order; the name is the search query. */
export const CATEGORIES: readonly Category[] = [
  { name: "Doctor", icon: FaUserDoctor },
  { name: "Engineer", icon: FaGears },
  { name: "HR", icon: FaUsers },
  { name: "Lawyer", icon: FaScaleBalanced },
  { name: "Influencer", icon: FaBullhorn },
  { name: "Professor", icon: FaGraduationCap },
  { name: "Teacher", icon: FaChalkboardUser },
  { name: "Fitness", icon: FaDumbbell },
  { name: "Finance", icon: FaIndianRupeeSign },
  { name: "Entrepreneur", icon: FaBriefcase },
];

export interface ProfessionalSection {
  id: string;
  title: string;
  /** Filters the popular list and is the query of "See More". */
  term: string;
}

/** Popular Webinars sits between the first two (see the home page). */
export const PROFESSIONAL_SECTIONS: readonly ProfessionalSection[] = [
  { id: "popular-professionals", title: "Popular Professionals", term: "" },
  { id: "popular-software-engineer", title: "Popular Software Engineer", term: "Software Engineer" },
  { id: "popular-lawyers", title: "Popular Lawyers", term: "Lawyer" },
  { id: "popular-doctors", title: "Popular Doctors", term: "Doctor" },
  { id: "popular-hr", title: "Popular HR", term: "HR" },
];

export const SEARCH_RESULTS_PATH = "/searchList";
/** The webinar carousel's "See More": every upcoming webinar (an empty query). */
export const EVENT_SEARCH_PATH = "/eventSearch";
export const webinarPath = (id: number) => `/e/${id}`;

/** Spec, constants: skeleton placeholders while a carousel loads. */
export const CAROUSEL_SKELETON_COUNT = 13;
export const POPULAR_LIMIT = 12;

/** Spec, constants: slides visible at widths 0, 640, 768 and 1024 px. */
export const PROFESSIONAL_SLIDES = { base: 1.5, 640: 3, 768: 3, 1024: 4.5 } as const;
export const WEBINAR_SLIDES = { base: 1.1, 640: 2, 768: 2, 1024: 4 } as const;
export const WEBINAR_SKELETON_COUNT = 4;
export const CATEGORY_SLIDES = { base: 3.1, 640: 5, 768: 6, 1024: 8 } as const;
export const SLIDE_GAP = 12;
