=== @m_init
@m_init = global i32 1, align 4
=== @m_const
@m_const = constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
=== @m_weak
@m_weak = weak global i32 3, align 4
=== @m_hidden
@m_hidden = hidden global i32 4, align 4
=== @m_tls
@m_tls = thread_local global i32 5, align 4
=== @m_sectioned
@m_sectioned = global i32 6, section "__DATA,__bcq", align 4
=== @"\01custom_label"
@"\01custom_label" = global i32 7, align 4
=== @.str
@.str = private unnamed_addr constant [4 x i8] c"yes\00", align 1
=== @.str.1
@.str.1 = private unnamed_addr constant [3 x i8] c"no\00", align 1
=== @m_msg
@m_msg = internal constant [6 x i8] c"macho\00", align 1
=== @m_weak_import
@m_weak_import = extern_weak global i32, align 4
=== @m_tentative
@m_tentative = common global i32 0, align 4
=== @m_ext
@m_ext = external global i32, align 4
=== @"\01custom_ext"
@"\01custom_ext" = external global i32, align 4
=== @m_static
@m_static = internal global i32 2, align 4
=== @weak_fn
; Function Attrs: noinline nounwind optnone ssp uwtable
define weak i32 @weak_fn() # {
  %1 = load i32, i32* @m_weak, align 4
  ret i32 %1
}
=== @macho_entry
; Function Attrs: noinline nounwind optnone ssp uwtable
define i32 @macho_entry(i32 noundef %0) # {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = icmp ne i32 %5, 0
  %7 = zext i1 %6 to i64
  %8 = select i1 %6, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0)
  store i8* %8, i8** %3, align 8
  %9 = load i32, i32* %2, align 4
  %10 = call i32 @helper(i32 noundef %9)
  %11 = load i8*, i8** %3, align 8
  %12 = call i32 @ext_fn(i8* noundef %11)
  %13 = add nsw i32 %10, %12
  %14 = call i32 @ext_fn(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @m_msg, i64 0, i64 0))
  %15 = add nsw i32 %13, %14
  %16 = load i32, i32* %2, align 4
  %17 = and i32 %16, 3
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [4 x i32], [4 x i32]* @m_const, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4
  %21 = add nsw i32 %15, %20
  store i32 %21, i32* %4, align 4
  br i1 icmp ne (i32* @m_weak_import, i32* null), label %22, label %26

22:                                               ; preds = %1
  %23 = load i32, i32* @m_weak_import, align 4
  %24 = load i32, i32* %4, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, i32* %4, align 4
  br label %26

26:                                               ; preds = %22, %1
  %27 = load i32, i32* %4, align 4
  %28 = load i32, i32* @m_init, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, i32* @m_tentative, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, i32* @m_hidden, align 4
  %33 = add nsw i32 %31, %32
  %34 = load i32, i32* @m_tls, align 4
  %35 = add nsw i32 %33, %34
  %36 = load i32, i32* @m_sectioned, align 4
  %37 = add nsw i32 %35, %36
  %38 = load i32, i32* @"\01custom_label", align 4
  %39 = add nsw i32 %37, %38
  %40 = load i32, i32* @m_ext, align 4
  %41 = add nsw i32 %39, %40
  %42 = load i32, i32* @"\01custom_ext", align 4
  %43 = add nsw i32 %41, %42
  %44 = call i32 @weak_fn()
  %45 = add nsw i32 %43, %44
  ret i32 %45
}
=== @helper
; Function Attrs: noinline nounwind optnone ssp uwtable
define internal i32 @helper(i32 noundef %0) # {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* @m_static, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @m_static, align 4
  %6 = mul nsw i32 %3, %4
  ret i32 %6
}
=== @ext_fn
declare i32 @ext_fn(i8* noundef) #
