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
import type { Schema } from "../../shared/api/schemas";
import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "home");

// The home page's own texts are t() calls in its components (namespace "home"); the texts
// of the lists below are getters, translated when shown.

export interface Category {
  /** The search query (the professions' English names, as profiles store them). */
  name: string;
  /** The name as shown. */
  label: string;
  icon: IconType;
}

/** The spec's ten categories, in its order; the name is the search query. */
export const CATEGORIES: readonly Category[] = [
  { name: "Doctor", get label() { return t("Doctor"); }, icon: FaUserDoctor },
  { name: "Engineer", get label() { return t("Engineer"); }, icon: FaGears },
  { name: "HR", get label() { return t("HR"); }, icon: FaUsers },
  { name: "Lawyer", get label() { return t("Lawyer"); }, icon: FaScaleBalanced },
  { name: "Influencer", get label() { return t("Influencer"); }, icon: FaBullhorn },
  { name: "Professor", get label() { return t("Professor"); }, icon: FaGraduationCap },
  { name: "Teacher", get label() { return t("Teacher"); }, icon: FaChalkboardUser },
  { name: "Fitness", get label() { return t("Fitness"); }, icon: FaDumbbell },
  { name: "Finance", get label() { return t("Finance"); }, icon: FaIndianRupeeSign },
  { name: "Entrepreneur", get label() { return t("Entrepreneur"); }, icon: FaBriefcase },
];

export interface ProfessionalSection {
  id: string;
  title: string;
  /** Filters the popular list and is the query of "See More". */
  term: string;
}

/** Popular Webinars sits between the first two (see the home page). */
export const PROFESSIONAL_SECTIONS: readonly ProfessionalSection[] = [
  { id: "popular-professionals", get title() { return t("Popular Professionals"); }, term: "" },
  { id: "popular-software-engineer", get title() { return t("Popular Software Engineer"); }, term: "Software Engineer" },
  { id: "popular-lawyers", get title() { return t("Popular Lawyers"); }, term: "Lawyer" },
  { id: "popular-doctors", get title() { return t("Popular Doctors"); }, term: "Doctor" },
  { id: "popular-hr", get title() { return t("Popular HR"); }, term: "HR" },
];

/** A webinar's type as shown; the API's value stays "Online" / "Offline". */
export const WEBINAR_TYPE_TEXTS: Record<Schema<"EventOut">["type"], string> = {
  get Online() { return t("Online"); },
  get Offline() { return t("Offline"); },
};

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
