import { domAnimation } from "framer-motion";

/** Loaded on demand by LazyMotion, so framer-motion's animation code stays out of first load. */
export default domAnimation;
