/** `./CaseStudyButton`: a case study card's 'View Case Study' and its dialog. */
export { CaseStudyButton as default } from '../features/projects/components/case-study-button';
