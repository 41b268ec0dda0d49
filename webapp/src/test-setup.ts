import { configure } from "@testing-library/react";

// Shared CI machines are slow at times: give findBy* queries room before they fail.
configure({ asyncUtilTimeout: 5000 });
