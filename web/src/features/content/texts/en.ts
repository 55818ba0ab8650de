/** The `content` text namespace in English: the complete key set the other languages follow. */

const texts = {
  marquee: {
    label: 'Announcements',
    empty: 'No announcements',
  },
  content: {
    videos: 'Videos',
    popupTitle: 'Announcement',
  },
};

export default texts;
