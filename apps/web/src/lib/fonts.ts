// The portal's bundled web font and the pre-render colour scheme (see fonts.css).
import './fonts.css';
