/** The detail page of an announcement (spec 2: announcement/announcementDetail). */
export function announcementPath(contentId: number): string {
  return `/aboutUs/announcement/announcementDetail/${contentId}`;
}
