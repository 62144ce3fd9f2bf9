// Shapes of the content API's answers and bodies, as issue 11 describes them. PROVISIONAL: to be
// replaced by the contract types of @tyre/contracts when the content API's contracts land.

export interface JobSummary {
  _id: string;
  slug: string;
  title: string;
  vacancy: number;
  deadline: string;
  location: string;
  salary: string;
}

export interface Job extends JobSummary {
  experience: string;
  desc: string;
  skills: string;
  accountabilities: string;
  eduReq: string;
  ref: string;
}

export interface GalleryItem {
  _id: string;
  image: string;
  thumbnail?: string;
  caption?: string;
  width?: number;
  height?: number;
}

export interface ImageVariant {
  file: string;
  width: number;
}

export interface Banner {
  _id: string;
  title?: string;
  link?: string;
  image: string;
  width?: number;
  height?: number;
  variants?: ImageVariant[];
}

export interface HomeVideo {
  _id: string;
  url: string;
  status: 'active' | 'inactive';
}

export interface ContactMessageBody {
  name: string;
  email?: string;
  mobile?: string;
  subject: string;
  message: string;
  website?: string;
}
