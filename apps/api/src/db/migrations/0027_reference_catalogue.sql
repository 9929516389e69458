-- Reference data every JobHub needs, production included: the catalogue of fields (ngành nghề)
-- and their positions (vị trí) that posts, criteria and search filters point at. Until now only the
-- demo seed inserted it, so a production database started with an empty catalogue. The ids are
-- fixed (the order of src/db/seed-data.ts SEED_FIELDS, which is what the demo seed used to give),
-- so databases seeded before keep theirs; ON CONFLICT makes the inserts idempotent, and positions
-- attach to their field by name. (Hand-written like 0005, 0007, 0012.)
INSERT INTO "fields" ("id", "name") VALUES
(1, 'Công nghệ thông tin'),
(2, 'Tài chính'),
(3, 'Marketing'),
(4, 'Kế toán'),
(5, 'Nhân sự'),
(6, 'Bán hàng'),
(7, 'Xây dựng'),
(8, 'Giáo dục'),
(9, 'Y tế'),
(10, 'Logistics'),
(11, 'Khách sạn - Nhà hàng'),
(12, 'Sản xuất'),
(13, 'Thiết kế'),
(14, 'Luật'),
(15, 'Chăm sóc khách hàng')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "positions" ("id", "field_id", "name")
SELECT v.id, f.id, v.name
FROM (VALUES
(1, 'Công nghệ thông tin', 'Kỹ sư phần mềm'),
(2, 'Công nghệ thông tin', 'Lập trình viên Frontend'),
(3, 'Công nghệ thông tin', 'Lập trình viên Backend'),
(4, 'Công nghệ thông tin', 'Lập trình viên Fullstack'),
(5, 'Công nghệ thông tin', 'Lập trình viên Mobile'),
(6, 'Công nghệ thông tin', 'Kỹ sư DevOps'),
(7, 'Công nghệ thông tin', 'Kiểm thử phần mềm (QA/QC)'),
(8, 'Công nghệ thông tin', 'Kỹ sư dữ liệu'),
(9, 'Công nghệ thông tin', 'Chuyên viên an ninh mạng'),
(10, 'Tài chính', 'Chuyên viên phân tích tài chính'),
(11, 'Tài chính', 'Chuyên viên tín dụng'),
(12, 'Tài chính', 'Giao dịch viên ngân hàng'),
(13, 'Tài chính', 'Chuyên viên đầu tư'),
(14, 'Marketing', 'Chuyên viên Digital Marketing'),
(15, 'Marketing', 'Chuyên viên SEO'),
(16, 'Marketing', 'Content Marketing'),
(17, 'Marketing', 'Quản lý thương hiệu'),
(18, 'Marketing', 'Chuyên viên quảng cáo'),
(19, 'Kế toán', 'Kế toán tổng hợp'),
(20, 'Kế toán', 'Kế toán thuế'),
(21, 'Kế toán', 'Kế toán công nợ'),
(22, 'Kế toán', 'Kiểm toán viên'),
(23, 'Nhân sự', 'Chuyên viên tuyển dụng'),
(24, 'Nhân sự', 'Chuyên viên C&B'),
(25, 'Nhân sự', 'Chuyên viên đào tạo'),
(26, 'Nhân sự', 'Hành chính nhân sự'),
(27, 'Bán hàng', 'Nhân viên kinh doanh'),
(28, 'Bán hàng', 'Trưởng phòng kinh doanh'),
(29, 'Bán hàng', 'Nhân viên bán hàng'),
(30, 'Bán hàng', 'Chuyên viên phát triển thị trường'),
(31, 'Xây dựng', 'Kỹ sư xây dựng'),
(32, 'Xây dựng', 'Kiến trúc sư'),
(33, 'Xây dựng', 'Giám sát công trình'),
(34, 'Xây dựng', 'Kỹ sư kết cấu'),
(35, 'Giáo dục', 'Giáo viên tiếng Anh'),
(36, 'Giáo dục', 'Giáo viên mầm non'),
(37, 'Giáo dục', 'Giảng viên đại học'),
(38, 'Giáo dục', 'Trợ giảng'),
(39, 'Y tế', 'Bác sĩ đa khoa'),
(40, 'Y tế', 'Điều dưỡng'),
(41, 'Y tế', 'Dược sĩ'),
(42, 'Y tế', 'Kỹ thuật viên xét nghiệm'),
(43, 'Logistics', 'Nhân viên xuất nhập khẩu'),
(44, 'Logistics', 'Điều phối vận tải'),
(45, 'Logistics', 'Quản lý kho'),
(46, 'Logistics', 'Nhân viên chứng từ'),
(47, 'Khách sạn - Nhà hàng', 'Lễ tân khách sạn'),
(48, 'Khách sạn - Nhà hàng', 'Đầu bếp'),
(49, 'Khách sạn - Nhà hàng', 'Quản lý nhà hàng'),
(50, 'Khách sạn - Nhà hàng', 'Nhân viên phục vụ'),
(51, 'Sản xuất', 'Kỹ sư cơ khí'),
(52, 'Sản xuất', 'Kỹ sư điện'),
(53, 'Sản xuất', 'Quản đốc xưởng'),
(54, 'Sản xuất', 'Công nhân vận hành máy'),
(55, 'Thiết kế', 'Thiết kế đồ họa'),
(56, 'Thiết kế', 'Thiết kế UI/UX'),
(57, 'Thiết kế', 'Thiết kế nội thất'),
(58, 'Thiết kế', 'Dựng phim'),
(59, 'Luật', 'Chuyên viên pháp chế'),
(60, 'Luật', 'Luật sư'),
(61, 'Luật', 'Thư ký luật'),
(62, 'Chăm sóc khách hàng', 'Nhân viên chăm sóc khách hàng'),
(63, 'Chăm sóc khách hàng', 'Tổng đài viên'),
(64, 'Chăm sóc khách hàng', 'Trưởng nhóm chăm sóc khách hàng')
) AS v(id, field_name, name)
JOIN "fields" f ON f.name = v.field_name
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- New rows (an admin's, a test's) continue after the fixed ids.
SELECT setval(pg_get_serial_sequence('fields', 'id'), coalesce((SELECT max("id") FROM "fields"), 1));
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('positions', 'id'), coalesce((SELECT max("id") FROM "positions"), 1));
